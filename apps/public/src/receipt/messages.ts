import { defineMessages, type NoMessageValues as None } from 'react-intl';

// The taxpayer receipt's own words (ids receipt.*). English is the source; ./messages/*.json translate
// them into the eight receipt languages and load with the receipt's chunk only (decision 0424).

type V = string | number;

export const receiptMessages = defineMessages<{
  ctaDefault: None;
  calculatorHeading: None;
  calculatorIntro: None;
  propertyLegend: None;
  ownerQuestionDefault: None;
  yes: None;
  no: None;
  renterNote: None;
  homeValueLabel: None;
  propertyRate: { rate: V };
  salesLegend: None;
  purchasesLabel: None;
  purchasedPercentageLabel: None;
  salesRate: { rate: V };
  incomeLegend: None;
  incomeLabel: None;
  incomeRate: { rate: V };
}>({
  ctaDefault: { id: 'receipt.cta_default', defaultMessage: 'Estimate my taxes' },
  calculatorHeading: { id: 'receipt.calculator_heading', defaultMessage: 'Estimate your taxes' },
  calculatorIntro: {
    id: 'receipt.calculator_intro',
    defaultMessage: 'Enter yearly amounts in dollars. What you enter stays on this page: it is never sent.',
  },
  propertyLegend: { id: 'receipt.property_legend', defaultMessage: 'Property tax' },
  ownerQuestionDefault: { id: 'receipt.owner_question_default', defaultMessage: 'Do you own your home?' },
  yes: { id: 'receipt.yes', defaultMessage: 'Yes' },
  no: { id: 'receipt.no', defaultMessage: 'No' },
  renterNote: {
    id: 'receipt.renter_note',
    defaultMessage: 'People who rent pay no property tax directly, so none is counted for you.',
  },
  homeValueLabel: { id: 'receipt.home_value_label', defaultMessage: 'The value of your home' },
  propertyRate: {
    id: 'receipt.property_rate',
    defaultMessage: 'Property tax is {rate} of the value of your home each year.',
  },
  salesLegend: { id: 'receipt.sales_legend', defaultMessage: 'Sales tax' },
  purchasesLabel: {
    id: 'receipt.purchases_label',
    defaultMessage: 'What you spend on taxable purchases in a year',
  },
  purchasedPercentageLabel: {
    id: 'receipt.purchased_percentage_label',
    defaultMessage: 'Percent of your income spent on taxable purchases',
  },
  salesRate: { id: 'receipt.sales_rate', defaultMessage: 'The sales tax rate is {rate}.' },
  incomeLegend: { id: 'receipt.income_legend', defaultMessage: 'Income tax' },
  incomeLabel: { id: 'receipt.income_label', defaultMessage: 'Your household income in a year' },
  incomeRate: { id: 'receipt.income_rate', defaultMessage: 'The income tax rate is {rate}.' },
});

export const resultMessages = defineMessages<{
  heading: None;
  totalLabel: None;
  announce: { amount: V };
  breakdownCaption: None;
  taxColumn: None;
  amountColumn: None;
  total: None;
  whereHeading: None;
  whereIntro: None;
  budgetHeading: None;
  budgetIntro: None;
  chartCaption: None;
  tableCaption: None;
  budgetTableCaption: None;
  serviceColumn: None;
  shareColumn: None;
  budgetColumn: None;
  percentColumn: None;
  barValue: { amount: V; percent: V };
  moreDetails: None;
}>({
  heading: { id: 'receipt.result_heading', defaultMessage: 'Your estimated taxes' },
  totalLabel: { id: 'receipt.result_total_label', defaultMessage: 'Estimated taxes per year' },
  announce: { id: 'receipt.result_announce', defaultMessage: 'Your estimated taxes are {amount} a year.' },
  breakdownCaption: { id: 'receipt.breakdown_caption', defaultMessage: 'Your taxes by type' },
  taxColumn: { id: 'receipt.tax_column', defaultMessage: 'Tax' },
  amountColumn: { id: 'receipt.amount_column', defaultMessage: 'Amount' },
  total: { id: 'receipt.total', defaultMessage: 'Total' },
  whereHeading: { id: 'receipt.where_heading', defaultMessage: 'Where your taxes go' },
  whereIntro: {
    id: 'receipt.where_intro',
    defaultMessage:
      'Your taxes are shared among the services in proportion to what each one costs in the budget.',
  },
  budgetHeading: { id: 'receipt.budget_heading', defaultMessage: 'Where the money goes' },
  budgetIntro: {
    id: 'receipt.budget_intro',
    defaultMessage: 'What each service costs in the budget.',
  },
  chartCaption: { id: 'receipt.chart_caption', defaultMessage: 'By category' },
  tableCaption: {
    id: 'receipt.table_caption',
    defaultMessage: 'Your taxes, category by category and item by item',
  },
  budgetTableCaption: {
    id: 'receipt.budget_table_caption',
    defaultMessage: 'The budget, category by category and item by item',
  },
  serviceColumn: { id: 'receipt.service_column', defaultMessage: 'Service' },
  shareColumn: { id: 'receipt.share_column', defaultMessage: 'Your share' },
  budgetColumn: { id: 'receipt.budget_column', defaultMessage: 'Budget' },
  percentColumn: { id: 'receipt.percent_column', defaultMessage: 'Share of the budget' },
  barValue: { id: 'receipt.bar_value', defaultMessage: '{amount} ({percent})' },
  moreDetails: { id: 'receipt.more_details', defaultMessage: 'More details' },
});

export const statementMessages = defineMessages<{
  heading: None;
  estimate: { client: V };
  renter: None;
  aboutHeading: None;
}>({
  heading: { id: 'receipt.statement_heading', defaultMessage: 'What this estimate is' },
  estimate: {
    id: 'receipt.statement',
    defaultMessage:
      'This is an estimate, not a tax bill. It applies the tax rates set by {client} to the numbers you entered, then shares the total among the services in proportion to what each one costs in the budget. Your actual taxes may differ.',
  },
  renter: {
    id: 'receipt.statement_renter',
    defaultMessage:
      'If you rent your home, you pay no property tax directly, so none is counted here, even though part of your rent may help your landlord pay it.',
  },
  aboutHeading: { id: 'receipt.about_heading', defaultMessage: 'About the budget' },
});

export const RECEIPT_MESSAGE_GROUPS = [receiptMessages, resultMessages, statementMessages];
