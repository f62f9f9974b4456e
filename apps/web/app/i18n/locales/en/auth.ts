/** Sign-in, sign-up and password reset pages (public: Spanish is kept complete in es/auth.ts). */
export default {
  fields: {
    name: "Full name",
    email: "Email",
    password: "Password",
    newPassword: "New password",
    showPassword: "Show password",
    hidePassword: "Hide password",
  },
  passwordRules: "Use at least 8 characters. Very common passwords are refused; a short phrase is easy to remember and hard to guess.",
  google: "Continue with Google",
  or: "or",
  errors: {
    nameRequired: "Enter your name.",
    emailInvalid: "Enter a valid email address.",
    passwordRequired: "Enter your password.",
    passwordTooShort: "Use at least 8 characters.",
    passwordTooLong: "Use at most 128 characters.",
    passwordRepeated: "Do not repeat one character. A short phrase is easy to remember and hard to guess.",
    passwordContainsEmail: "Do not use your email address in your password.",
    generic: "Something went wrong. Please try again.",
    google: "Google sign-in did not work. Please try again, or use your email and password.",
  },
  login: {
    title: "Log in",
    heading: "Log in to PlanReady",
    intro: "Welcome back. Log in to see your survey links and client submissions.",
    submit: "Log in",
    forgot: "Forgot password?",
    noAccount: "New to PlanReady?",
    signUp: "Sign up",
    signedIn: "You're already logged in as {{email}}.",
    continue: "Continue",
  },
  signup: {
    title: "Sign up",
    heading: "Create your account",
    intro: "Send your clients survey links and see their answers before you meet.",
    submit: "Create account",
    haveAccount: "Already have an account?",
    logIn: "Log in",
    signedIn: "You're already logged in as {{email}}.",
    toDashboard: "Continue to your dashboard",
    checkInbox:
      "We could not sign you in with this email and password. If {{email}} already has a PlanReady account, we emailed it how to log in or reset the password.",
  },
  signOut: {
    title: "Sign out",
    heading: "Sign out of PlanReady?",
    intro: "You will need to log in again to see your survey links and client submissions.",
    submit: "Sign out",
    cancel: "Stay signed in",
    signedOut: "You are not signed in.",
    logIn: "Log in",
  },
  forgot: {
    title: "Forgot password",
    heading: "Reset your password",
    intro: "Enter the email address of your account. We'll send you a link to choose a new password.",
    submit: "Send reset link",
    sent: "If an account exists for {{email}}, we sent it a link to reset the password. The link works for one hour. If it doesn't arrive within a few minutes, check your spam folder.",
    backToLogin: "Back to log in",
  },
  reset: {
    title: "Choose a new password",
    heading: "Choose a new password",
    submit: "Save new password",
    invalidToken: "This reset link is invalid or has expired. Request a new one.",
    requestNew: "Request a new link",
    success: "Your password has been changed. Log in with your new password.",
    logIn: "Log in",
  },
  emailRegistered: {
    title: "Email Already Registered",
    visitor: {
      passwordOnly:
        "This email address already has an account. Log in with its password, or reset the password if you have forgotten it. Otherwise, proceed with a new account using another email.",
      withGoogle:
        "This email address already has an account, with Google Sign-In or with an email and password. Log in the way you signed up before, or reset the password if you have forgotten it. Otherwise, proceed with a new account using another email.",
    },
    signedIn: {
      passwordOnly:
        "This email address is already registered with an email and password. To use that account, log out and log in with its password. Otherwise, proceed with a new account.",
      withGoogle:
        "This email address is already registered, with Google Sign-In or with an email and password. To use that account, log out and sign in the way you signed up before. Otherwise, proceed with a new account.",
    },
    logIn: "Log in",
    resetPassword: "Reset password",
    logOut: "Log Out",
    proceed: "Proceed with new account",
  },
};
