import type { THelpTopicName } from '@commonpurse/domain';

// The help dialogs of the screens spec 2 names (the spec names the dialogs, not their words): Analytics,
// Simulation, Meeting and Receipts (HELP_TOPIC_NAMES of packages/domain; the server's HELP_VIDEO_URLS
// embeds a video per topic).

export interface THelpTopic {
  /** The screen's button (the header's help menu is named 'Help'). */
  button: string;
  title: string;
  intro: string;
  sections: readonly { heading: string; text: string }[];
}

export const HELP_TOPICS = {
  analytics: {
    button: 'Analytics Help',
    title: 'Analytics Help',
    intro:
      'Analytics shows how residents used one of your simulations or prioritizations: who came, what they changed, and what they told you.',
    sections: [
      {
        heading: 'Choose a simulation',
        text: 'Pick a simulation in the selector at the top; New simulations are left out because they have no residents yet. A prioritization shows its votes and results instead.',
      },
      {
        heading: 'Read the figures',
        text: 'The cards count pageviews and submissions and give the average time on site. The categories table shows what residents submitted for each category on average and how often they changed it; open a category to see its items, their questions and the comments residents left.',
      },
      {
        heading: 'Download the data',
        text: 'Download the reports as CSV files for your own spreadsheets.',
      },
    ],
  },
  simulation: {
    button: 'Simulation Help',
    title: 'Simulation Help',
    intro:
      'A simulation invites residents to balance your budget themselves: they move amounts up or down, see the effect, and submit their own budget with comments.',
    sections: [
      {
        heading: 'Create a simulation',
        text: 'Start from one of the templates or from scratch. Your plan allows a number of Active simulations at a time, shown beside the Create button.',
      },
      {
        heading: 'Build it',
        text: 'In the editor, set the name and URL on the General tab, then add revenue and spending categories with their items and amounts. Further tabs add questions before and after, impacts, a guided tour and a map. Changes save as you go.',
      },
      {
        heading: 'Preview and publish',
        text: 'Preview a New simulation as residents will see it, then activate it to make it public at its URL. Deactivate it to close it; archive the ones you no longer use. Residents’ budgets appear in Analytics.',
      },
    ],
  },
  meeting: {
    button: 'Meeting Help',
    title: 'Meeting Help',
    intro:
      'A meeting runs one of your Active simulations in a room: residents take it on their own devices while a facilitator follows the results live.',
    sections: [
      {
        heading: 'Create a meeting',
        text: 'Give the meeting a name and choose an Active simulation. Add a location and a description for your own records; residents do not see them.',
      },
      {
        heading: 'Choose what residents see',
        text: 'Keep the entire budget, or untick "Use entire budget?" and choose the categories and items the meeting discusses. A meeting is active while its simulation is Active.',
      },
      {
        heading: 'Run it',
        text: 'Share the public link (copy it from the list) with the people in the room, and open the facilitator view on the screen everyone sees: it counts who joined and submitted, and shows their results as they come in.',
      },
    ],
  },
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
} as const satisfies Record<THelpTopicName, THelpTopic>;

export type { THelpTopicName };

export const HELP_LABELS = {
  knowledgeBase: 'More guides in the Knowledge Base (opens in a new tab)',
  email: 'Questions? E-mail our support team:',
  close: 'Close',
  /** Shown over the screen's help button on the first visits (decision 0501). */
  tooltip: (button: string) => `New here? ${button} gives a short tour of this screen.`,
  video: (title: string) => `${title} video`,
  videoLink: 'Watch the video in a new tab',
} as const;
