import type { TQuestionType } from './constants.ts';
import type { TQuestionOption } from './labels.ts';

/**
 * The five standard exit questions every new simulation starts with (spec 1 "Exit (demographics)
 * tab"): they cannot be edited or deleted, only included/excluded and made required. Four of them
 * are the sets analytics charts (spec 2: age_range, race, postal_code, gender); the fifth tells
 * residents from newcomers and visitors. Texts follow the simulation's language: French, Marshallese
 * (mi-NZ) and Spanish are translated, every other language gets English.
 */
export const STANDARD_LANGUAGES = ['en', 'fr', 'es', 'mh'] as const;
export type TStandardLanguage = (typeof STANDARD_LANGUAGES)[number];
type Texts = Record<TStandardLanguage, string>;

interface TStandardQuestion {
  /** The CSV label; stable, so answers line up across simulations and languages. */
  slug: string;
  type: Extract<TQuestionType, 'text' | 'select'>;
  text: Texts;
  options: readonly { value: string; label: Texts }[];
}

const PREFER_NOT_TO_SAY: Texts = {
  en: 'Prefer not to say',
  fr: 'Je préfère ne pas répondre',
  es: 'Prefiero no responder',
  mh: 'Ijjab kōṇaan uwaak',
};

const years = (range: string): Texts => ({
  en: `${range} years`,
  fr: `${range} ans`,
  es: `${range} años`,
  mh: `${range} iiō`,
});

export const STANDARD_EXIT_QUESTIONS: readonly TStandardQuestion[] = [
  {
    slug: 'postal_code',
    type: 'text',
    text: {
      en: 'What is your ZIP or postal code?',
      fr: 'Quel est votre code postal ?',
      es: '¿Cuál es su código postal?',
      mh: 'Ta nomba in zip code eo aṃ?',
    },
    options: [],
  },
  {
    slug: 'age_range',
    type: 'select',
    text: {
      en: 'What is your age range?',
      fr: "Quelle est votre tranche d'âge ?",
      es: '¿Cuál es su rango de edad?',
      mh: 'Jete aṃ iiō?',
    },
    options: [
      {
        value: 'under_18',
        label: { en: 'Under 18', fr: 'Moins de 18 ans', es: 'Menos de 18 años', mh: 'Ilaḷ in 18 iiō' },
      },
      { value: '18_24', label: years('18-24') },
      { value: '25_34', label: years('25-34') },
      { value: '35_44', label: years('35-44') },
      { value: '45_54', label: years('45-54') },
      { value: '55_64', label: years('55-64') },
      {
        value: '65_plus',
        label: { en: '65 or older', fr: '65 ans ou plus', es: '65 años o más', mh: '65 iiō ak dittoḷọk' },
      },
    ],
  },
  {
    slug: 'gender',
    type: 'select',
    text: {
      en: 'What is your gender?',
      fr: 'Quel est votre genre ?',
      es: '¿Cuál es su género?',
      mh: 'Kwe kōrā ak eṃṃaan?',
    },
    options: [
      { value: 'woman', label: { en: 'Woman', fr: 'Femme', es: 'Mujer', mh: 'Kōrā' } },
      { value: 'man', label: { en: 'Man', fr: 'Homme', es: 'Hombre', mh: 'Eṃṃaan' } },
      {
        value: 'another_gender',
        label: {
          en: 'Non-binary or another gender',
          fr: 'Non binaire ou autre genre',
          es: 'No binario u otro género',
          mh: 'Bar juon',
        },
      },
      { value: 'prefer_not_to_say', label: PREFER_NOT_TO_SAY },
    ],
  },
  {
    slug: 'race',
    type: 'select',
    text: {
      en: 'What is your race or ethnicity?',
      fr: 'Quelle est votre origine ethnique ?',
      es: '¿Cuál es su raza u origen étnico?',
      mh: 'Ta kadkad (race) eo aṃ?',
    },
    options: [
      {
        value: 'american_indian_alaska_native',
        label: {
          en: 'American Indian or Alaska Native',
          fr: "Amérindien ou Autochtone de l'Alaska",
          es: 'Indígena americano o nativo de Alaska',
          mh: 'RiIndian in Amerka ak RiAlaska',
        },
      },
      { value: 'asian', label: { en: 'Asian', fr: 'Asiatique', es: 'Asiático', mh: 'RiAsia' } },
      {
        value: 'black_african_american',
        label: {
          en: 'Black or African American',
          fr: 'Noir ou Afro-Américain',
          es: 'Negro o afroamericano',
          mh: 'Rikilmej ak Rikilmej in Amerka',
        },
      },
      {
        value: 'hispanic_latino',
        label: {
          en: 'Hispanic or Latino',
          fr: 'Hispanique ou Latino',
          es: 'Hispano o latino',
          mh: 'RiHispanic ak RiLatino',
        },
      },
      {
        value: 'native_hawaiian_pacific_islander',
        label: {
          en: 'Native Hawaiian or Pacific Islander',
          fr: 'Hawaïen autochtone ou originaire des îles du Pacifique',
          es: 'Nativo de Hawái o de otras islas del Pacífico',
          mh: 'RiHawaii ak Ri-Aelōñ in Pacific',
        },
      },
      { value: 'white', label: { en: 'White', fr: 'Blanc', es: 'Blanco', mh: 'Ribelle' } },
      {
        value: 'two_or_more',
        label: {
          en: 'Two or more races',
          fr: 'Deux origines ou plus',
          es: 'Dos o más razas',
          mh: 'Ruo kadkad ak lōñḷọk',
        },
      },
      {
        value: 'another_race',
        label: {
          en: 'Another race or ethnicity',
          fr: 'Une autre origine',
          es: 'Otra raza u origen étnico',
          mh: 'Bar juon kadkad',
        },
      },
      { value: 'prefer_not_to_say', label: PREFER_NOT_TO_SAY },
    ],
  },
  {
    slug: 'years_in_community',
    type: 'select',
    text: {
      en: 'How long have you lived in this community?',
      fr: 'Depuis combien de temps habitez-vous dans cette collectivité ?',
      es: '¿Cuánto tiempo ha vivido en esta comunidad?',
      mh: 'Jete iiō aṃ kar jokwe ilo jikin in?',
    },
    options: [
      {
        value: 'under_1',
        label: { en: 'Less than 1 year', fr: "Moins d'un an", es: 'Menos de 1 año', mh: 'Ilaḷ in 1 iiō' },
      },
      {
        value: '1_5',
        label: { en: '1-5 years', fr: '1 à 5 ans', es: 'De 1 a 5 años', mh: '1-5 iiō' },
      },
      {
        value: '6_10',
        label: { en: '6-10 years', fr: '6 à 10 ans', es: 'De 6 a 10 años', mh: '6-10 iiō' },
      },
      {
        value: '11_20',
        label: { en: '11-20 years', fr: '11 à 20 ans', es: 'De 11 a 20 años', mh: '11-20 iiō' },
      },
      {
        value: 'over_20',
        label: {
          en: 'More than 20 years',
          fr: 'Plus de 20 ans',
          es: 'Más de 20 años',
          mh: 'Eḷap jān 20 iiō',
        },
      },
      {
        value: 'not_resident',
        label: {
          en: 'I do not live here',
          fr: "Je n'habite pas ici",
          es: 'No vivo aquí',
          mh: 'Ijjab jokwe ijin',
        },
      },
    ],
  },
];

/** The standard questions' language for a simulation locale: fr, es, mi-NZ (Marshallese), else English. */
export function standardLanguageOf(locale: string): TStandardLanguage {
  if (locale === 'fr') return 'fr';
  if (locale === 'es') return 'es';
  if (locale === 'mi-NZ') return 'mh';
  return 'en';
}

/** A standard question's text and options in the simulation's language, or null for another slug. */
export function translateStandardQuestion(
  slug: string,
  locale: string,
): { name: string; options_config: TQuestionOption[] | null } | null {
  const question = STANDARD_EXIT_QUESTIONS.find((q) => q.slug === slug);
  if (!question) return null;
  const language = standardLanguageOf(locale);
  return {
    name: question.text[language],
    options_config:
      question.type === 'select'
        ? question.options.map((option, index) => ({
            id: String(index + 1),
            label: option.label[language],
            value: option.value,
          }))
        : null,
  };
}

/** The rows a new simulation gets: the five questions, exit, included, not required, in order. */
export function standardExitQuestions(locale: string) {
  return STANDARD_EXIT_QUESTIONS.map((question, index) => {
    const translated = translateStandardQuestion(question.slug, locale);
    if (!translated) throw new Error(`No standard question ${question.slug}`);
    return {
      ...translated,
      slug: question.slug,
      type: question.type,
      display_type: 'exit' as const,
      is_enabled: true,
      is_required: false,
      ask_on_exit: false,
      is_default: true,
      display_order: index,
    };
  });
}
