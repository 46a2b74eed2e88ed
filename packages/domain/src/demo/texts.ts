// What made-up residents write: short comments, answers and project ideas, plausible for a city budget.

export const ITEM_COMMENTS = [
  'This matters to my family. Please keep it funded.',
  'We could do more with less here.',
  'I would pay a little more for this.',
  'Our neighborhood has waited years for this.',
  'Please look at how other cities handle this before cutting.',
  'Good value for the money.',
  'I would rather see this money go to basics.',
  'More of this, please!',
] as const;

export const GENERAL_COMMENTS = [
  'Thank you for asking residents.',
  'Hard choices, but this tool made them clearer.',
  'Please publish what the council decides.',
  'I hope the council reads these.',
  'Taxes are high enough already.',
  'Spend on what lasts: streets, parks and schools.',
] as const;

export const TEXT_ANSWERS = [
  'Safer streets for kids walking to school.',
  'Keep the libraries open.',
  'Affordable housing near transit.',
  'Fix the potholes first.',
  'More trees and shade.',
] as const;

export const PROJECT_IDEAS = [
  'A skate park near the high school.',
  'Benches and shade along the river trail.',
  'Pickleball courts at Hilltop Park.',
  'Public drinking fountains downtown.',
  'Better lighting on the Eastside footbridge.',
] as const;
