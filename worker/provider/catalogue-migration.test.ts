// Migration 0004 on a database that already holds cards in 0003's table: the rebuild keeps every row (edited cards
// with their edits) and leaves only the columns seeding and reading use.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { FIXTURE_SEED, FIXTURE_TODAY } from "./catalogue.fixture";
import { readCard, readCards, seedCatalogue } from "./store";

interface Migration {
  name: string;
  queries: string[];
}
const { DB, TEST_MIGRATIONS } = env as unknown as { DB: D1Database; TEST_MIGRATIONS: Migration[] };
const migration = (prefix: string) => TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix))!;

it("0004 rebuilds catalogue_cards without the filter columns and keeps every card, edits included", async () => {
  // The cards table as 0003 made it, with one seeded and one edited card in it.
  await DB.prepare("DROP TABLE catalogue_cards").run();
  await DB.batch(migration("0003").queries.filter((q) => q.includes("catalogue_cards")).map((q) => DB.prepare(q)));
  const [pass, show] = FIXTURE_SEED.cards;
  const edited = { ...show!, title: { ...show!.title, en: "Edited show" } };
  await DB.prepare(
    `INSERT INTO catalogue_cards (site_id, card_id, name, kind, experience_category_ids, category_card_type, level_mask,
       lesson_type, age_type, is_table, is_movie, offer_ends, sort_order, body, seed_hash, updated_at)
     VALUES (1, ?1, ?2, 'pass', '[1]', NULL, 0, NULL, NULL, 0, 0, NULL, ?3, ?4, 'seeded', '2026-01-01T00:00:00.000Z'),
            (1, ?5, ?6, 'event', '[7]', NULL, 0, NULL, NULL, 0, 1, NULL, ?7, ?8, NULL, '2026-01-02T00:00:00.000Z')`,
  )
    .bind(pass!.id, pass!.name, pass!.sort_order, JSON.stringify(pass), edited.id, edited.name, edited.sort_order, JSON.stringify(edited))
    .run();

  await DB.batch(migration("0004").queries.map((q) => DB.prepare(q)));

  const columns = (await DB.prepare("SELECT name FROM pragma_table_info('catalogue_cards')").all<{ name: string }>()).results;
  expect(columns.map((c) => c.name)).toEqual(["site_id", "card_id", "name", "sort_order", "body", "seed_hash", "updated_at"]);
  const rows = (await DB.prepare("SELECT card_id, name, seed_hash, updated_at FROM catalogue_cards ORDER BY card_id").all()).results;
  expect(rows).toEqual([
    { card_id: pass!.id, name: pass!.name, seed_hash: "seeded", updated_at: "2026-01-01T00:00:00.000Z" },
    { card_id: edited.id, name: edited.name, seed_hash: null, updated_at: "2026-01-02T00:00:00.000Z" },
  ]);
  expect((await readCard(DB, 1, "en", edited.name))!.title).toBe("Edited show");
  expect((await readCards(DB, 1, "en", { eventsOnly: true })).map((c) => c.name)).toEqual([edited.name]);

  // Reseeding the rebuilt table keeps the edit and adds the cards it lacks.
  await seedCatalogue(DB, 1, FIXTURE_SEED, FIXTURE_TODAY);
  expect((await readCard(DB, 1, "en", edited.name))!.title).toBe("Edited show");
  expect((await readCards(DB, 1, "en")).map((c) => c.name)).toEqual(FIXTURE_SEED.cards.map((c) => c.name));
  const names = await DB.prepare("SELECT name FROM sqlite_master WHERE tbl_name = 'catalogue_cards' AND type = 'index' AND sql IS NOT NULL").all();
  expect(names.results).toEqual([]);
});
