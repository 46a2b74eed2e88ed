/** Screen wording of the sign-in screens (spec 2 section 2), shared by the console and the e2e tests. */
export const AUTH_LABELS = {
  loginHeading: 'Account Login',
  forgotHeading: 'Request Password Reset',
  resetHeading: 'Reset Password',
  email: 'E-mail Address',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  resetToken: 'Reset Token',
  login: 'Login',
  submit: 'Submit',
  forgotLink: 'Forgot your password?',
  // Not in the spec:
  backToLogin: 'Back to Login',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a link to reset your password.',
  resetIntro: 'Choose a new password of at least 6 characters.',
} as const;

/** Route names: the page title is the route name followed by the product name. */
export const ROUTE_TITLES = {
  login: 'Account Login',
  forgot: 'Request Password Reset',
  reset: 'Reset Password',
  impersonate: 'Impersonate',
  logout: 'Log Out',
  dashboard: 'Dashboard',
  help: 'Help',
  profile: 'My Account',
  notFound: 'Not Found',
  simulations: 'Simulations',
  editSimulation: 'Edit Simulation',
  prioritizations: 'Prioritizations',
  editPrioritization: 'Edit Prioritization',
  voterCodeSheet: 'Voter Codes',
  analytics: 'Analytics',
  categoryAnalytics: 'Category Analytics',
  subcategoryAnalytics: 'Subcategory Analytics',
  receipts: 'Taxpayer Receipts',
  editReceipt: 'Edit Taxpayer Receipt',
  meetings: 'Meetings',
  editMeeting: 'Edit Meeting',
  audit: 'Audit Trail',
} as const;

export const pageTitle = (routeName: string, productName: string) => `${routeName} | ${productName}`;

/** Header texts of the application shell (spec 2 "Application shell"). */
export const SHELL_TEXT = {
  administratorFor: (company: string) => `Administrator for ${company}`,
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  accountSettings: 'Account Settings',
  billing: 'Billing',
  logOut: 'Log Out',
} as const;
