// The help dialogs of the screens spec 2 names (the spec names the dialogs, not their words). Each screen
// that offers help adds its topic here.

export interface THelpTopic {
  /** The screen's button (the header's help menu is named 'Help'). */
  button: string;
  title: string;
  intro: string;
  sections: readonly { heading: string; text: string }[];
}

export const HELP_TOPICS = {
  receipts: {
    button: 'Receipts Help',
    title: 'Taxpayer Receipts Help',
    intro:
      'A taxpayer receipt shows residents an estimate of the taxes they pay and how those taxes are spent, item by item.',
    sections: [
      {
        heading: 'Create a receipt',
        text: 'Start from scratch, or duplicate one of your simulations or taxpayer receipts to reuse its spending categories. Choose the language residents will read it in.',
      },
      {
        heading: 'Build and preview',
        text: 'In the editor, set the URL, add spending categories with at least one subcategory each, and enable the tax calculators you need. A New receipt can be previewed once it has a URL and its spending.',
      },
      {
        heading: 'Publish',
        text: 'Activate a receipt to make it public at its URL. Your plan allows a number of active receipts at a time: deactivate one to free its place. Archive the receipts you no longer use; unarchiving makes them Inactive again.',
      },
    ],
  },
  meetings: {
    button: 'Meetings Help',
    title: 'Meetings Help',
    intro:
      'A meeting is a facilitated session on one of your Active simulations: residents in the room take the simulation on their own devices while the facilitator follows their answers live.',
    sections: [
      {
        heading: 'Create a meeting',
        text: 'Open the Meetings tab of an Active simulation (or use Create Meeting), give the meeting a name and choose its simulation.',
      },
      {
        heading: 'Choose what residents see',
        text: 'Keep “Use entire budget?” checked to hold the meeting on the whole simulation, or uncheck it and select the categories and items to discuss. Location and description are notes for your staff only.',
      },
      {
        heading: 'Run the meeting',
        text: 'Share the public link (Copy Public Link) with the room and open the facilitator view on the screen everyone sees. A meeting is open while its simulation is Active.',
      },
    ],
  },
} as const satisfies Record<string, THelpTopic>;

export type THelpTopicName = keyof typeof HELP_TOPICS;

export const HELP_LABELS = {
  knowledgeBase: 'More guides in the Knowledge Base (opens in a new tab)',
  email: 'Questions? E-mail our support team:',
  close: 'Close',
} as const;
