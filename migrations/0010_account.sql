-- The member's account data in the embedded provider (docs/decisions/011): the member's family (sub-accounts), each
-- person's gear sizes and signed waiver, ski-school passport assessments and exercise answers, and vouchers.
-- A "person" is the member (their user_ak) or one of their sub-accounts; every row names its owner's mafid, and
-- every read and write is keyed on that owner, so one member never reaches another's rows.

CREATE TABLE IF NOT EXISTS sub_accounts (
  id TEXT PRIMARY KEY,
  mafid TEXT NOT NULL,
  title TEXT NOT NULL CHECK (title IN ('mr', 'mrs', 'ms', 'miss')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('male', 'female')),
  date_of_birth TEXT NOT NULL,
  relation TEXT CHECK (relation IS NULL OR relation IN ('child', 'spouse', 'parent', 'sibling', 'other')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS sub_accounts_by_member ON sub_accounts (mafid, created_at);

-- Gear sizes of one person (the latest saved), JSON of the gear call's fields.
CREATE TABLE IF NOT EXISTS person_gear (
  user_id TEXT PRIMARY KEY,
  mafid TEXT NOT NULL,
  gear TEXT NOT NULL CHECK (json_valid(gear)),
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS person_gear_by_member ON person_gear (mafid);

-- The waiver one person signed last (accepted requirements as a JSON array).
CREATE TABLE IF NOT EXISTS person_waivers (
  user_id TEXT PRIMARY KEY,
  mafid TEXT NOT NULL,
  accepted_requirements TEXT NOT NULL CHECK (json_valid(accepted_requirements)),
  skill TEXT NOT NULL,
  signature_name TEXT NOT NULL,
  signed_on TEXT NOT NULL,
  saved_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS person_waivers_by_member ON person_waivers (mafid);

-- Ski-school passports: the instructors' assessment of one person on one question of a level.
CREATE TABLE IF NOT EXISTS passport_assessments (
  user_id TEXT NOT NULL,
  mafid TEXT NOT NULL,
  discipline TEXT NOT NULL CHECK (discipline IN ('ski', 'snowboard')),
  question_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('passed', 'need_reassessment')),
  assessed_on TEXT NOT NULL,
  PRIMARY KEY (user_id, discipline, question_id)
);

-- The exercise answers a member gives for a person (the latest per question).
CREATE TABLE IF NOT EXISTS passport_exercise_answers (
  user_id TEXT NOT NULL,
  mafid TEXT NOT NULL,
  discipline TEXT NOT NULL CHECK (discipline IN ('ski', 'snowboard')),
  question_id TEXT NOT NULL,
  answer TEXT NOT NULL CHECK (answer IN ('yes', 'not_yet')),
  answered_at TEXT NOT NULL,
  PRIMARY KEY (user_id, discipline, question_id)
);

-- A member's vouchers on one site.
CREATE TABLE IF NOT EXISTS member_vouchers (
  code TEXT PRIMARY KEY,
  mafid TEXT NOT NULL,
  site_id INTEGER NOT NULL,
  title_en TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  value REAL NOT NULL CHECK (value >= 0),
  currency TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX IF NOT EXISTS member_vouchers_by_member ON member_vouchers (mafid, site_id);

-- The demo family member of the development identity provider (Fatima, MAF-1000003): two children, some passport
-- assessments, and a voucher on Dubai.
INSERT OR IGNORE INTO sub_accounts (id, mafid, title, first_name, last_name, gender, date_of_birth, relation) VALUES
  ('SUB-1000003-01', 'MAF-1000003', 'mr', 'Yousef', 'Rahman', 'male', '2015-06-10', 'child'),
  ('SUB-1000003-02', 'MAF-1000003', 'miss', 'Mariam', 'Rahman', 'female', '2019-02-21', 'child');
INSERT OR IGNORE INTO passport_assessments (user_id, mafid, discipline, question_id, status, assessed_on) VALUES
  ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-1-1', 'passed', '2026-03-14'),
  ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-1-2', 'passed', '2026-03-14'),
  ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-1-3', 'passed', '2026-03-14'),
  ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-2-1', 'passed', '2026-04-02'),
  ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-2-2', 'need_reassessment', '2026-04-02'),
  ('SUB-1000003-02', 'MAF-1000003', 'ski', 'ski-1-1', 'passed', '2026-04-02'),
  ('SUB-1000003-02', 'MAF-1000003', 'ski', 'ski-1-2', 'need_reassessment', '2026-04-02'),
  ('SUB-1000003-01', 'MAF-1000003', 'snowboard', 'snowboard-1-1', 'need_reassessment', '2026-05-09');
INSERT OR IGNORE INTO member_vouchers (code, mafid, site_id, title_en, title_ar, value, currency, valid_until) VALUES
  ('VCH-1000003-01', 'MAF-1000003', 1, 'Family Snow Park voucher', 'قسيمة حديقة الثلج للعائلة', 150, 'AED', '2027-06-30');
