// English texts of the content pages' own interface (their content comes from the CMS).
export const contentPagesEn = {
  "content.notOffered.interest-free-payments": "{site} does not offer interest-free payment plans (Tabby or Tamara).",
  "content.notOffered.zero-installment-plan": "{site} does not offer zero-interest instalment plans.",
  "content.notOffered.howToPay": "You can still pay by card or wallet. Here is how.",
  "content.notOffered.findTickets": "Find tickets and pay by card or wallet",
  "content.roadShow.offers": "Offers from our road shows",
  "content.staff.for": "For {organisation} staff",
  "content.staff.validUntil": "These offers run until {date}.",
  "content.staff.unknownIdentifier": "The link asked for: {identifier}",
  "content.enquiry.label": "Enquiries",
} as const;
