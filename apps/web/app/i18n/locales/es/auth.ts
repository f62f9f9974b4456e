import type en from "../en/auth";

export default {
  fields: {
    name: "Nombre completo",
    email: "Correo electrónico",
    password: "Contraseña",
    newPassword: "Nueva contraseña",
    showPassword: "Mostrar contraseña",
    hidePassword: "Ocultar contraseña",
  },
  passwordRules:
    "Use al menos 8 caracteres. No se aceptan contraseñas muy comunes; una frase corta es fácil de recordar y difícil de adivinar.",
  google: "Continuar con Google",
  or: "o",
  errors: {
    nameRequired: "Escriba su nombre.",
    emailInvalid: "Escriba un correo electrónico válido.",
    passwordRequired: "Escriba su contraseña.",
    passwordTooShort: "Use al menos 8 caracteres.",
    passwordTooLong: "Use como máximo 128 caracteres.",
    passwordRepeated: "No repita un solo carácter. Una frase corta es fácil de recordar y difícil de adivinar.",
    passwordContainsEmail: "No use su correo electrónico en su contraseña.",
    generic: "Algo salió mal. Vuelva a intentarlo.",
    google: "No se pudo iniciar sesión con Google. Vuelva a intentarlo o use su correo y contraseña.",
  },
  login: {
    title: "Iniciar sesión",
    heading: "Inicie sesión en PlanReady",
    intro: "Bienvenido de nuevo. Inicie sesión para ver sus enlaces de encuesta y las respuestas de sus clientes.",
    submit: "Iniciar sesión",
    forgot: "¿Olvidó su contraseña?",
    noAccount: "¿Es nuevo en PlanReady?",
    signUp: "Regístrese",
    signedIn: "Ya inició sesión como {{email}}.",
    continue: "Continuar",
  },
  signup: {
    title: "Registrarse",
    heading: "Cree su cuenta",
    intro: "Envíe a sus clientes enlaces de encuesta y vea sus respuestas antes de reunirse.",
    submit: "Crear cuenta",
    haveAccount: "¿Ya tiene una cuenta?",
    logIn: "Inicie sesión",
    signedIn: "Ya inició sesión como {{email}}.",
    toDashboard: "Continuar a su panel",
    checkInbox:
      "No pudimos iniciar su sesión con este correo y contraseña. Si {{email}} ya tiene una cuenta de PlanReady, le enviamos un correo con cómo iniciar sesión o restablecer la contraseña.",
  },
  signOut: {
    title: "Cerrar sesión",
    heading: "¿Cerrar sesión en PlanReady?",
    intro: "Tendrá que iniciar sesión de nuevo para ver sus enlaces de encuesta y las respuestas de sus clientes.",
    submit: "Cerrar sesión",
    cancel: "Mantener la sesión",
    signedOut: "No ha iniciado sesión.",
    logIn: "Iniciar sesión",
  },
  forgot: {
    title: "Olvidé mi contraseña",
    heading: "Restablezca su contraseña",
    intro: "Escriba el correo electrónico de su cuenta. Le enviaremos un enlace para elegir una nueva contraseña.",
    submit: "Enviar enlace",
    sent: "Si existe una cuenta para {{email}}, le enviamos un enlace para restablecer la contraseña. El enlace funciona durante una hora. Si no llega en unos minutos, revise su carpeta de correo no deseado.",
    backToLogin: "Volver a iniciar sesión",
  },
  reset: {
    title: "Elija una nueva contraseña",
    heading: "Elija una nueva contraseña",
    submit: "Guardar nueva contraseña",
    invalidToken: "Este enlace para restablecer la contraseña no es válido o ya venció. Solicite uno nuevo.",
    requestNew: "Solicitar un nuevo enlace",
    success: "Su contraseña se cambió. Inicie sesión con su nueva contraseña.",
    logIn: "Iniciar sesión",
  },
  emailRegistered: {
    title: "Correo ya registrado",
    visitor: {
      passwordOnly:
        "Este correo electrónico ya tiene una cuenta. Inicie sesión con su contraseña, o restablezca la contraseña si la olvidó. Si no, continúe con una cuenta nueva con otro correo.",
      withGoogle:
        "Este correo electrónico ya tiene una cuenta, con Google o con correo y contraseña. Inicie sesión como se registró antes, o restablezca la contraseña si la olvidó. Si no, continúe con una cuenta nueva con otro correo.",
    },
    signedIn: {
      passwordOnly:
        "Este correo electrónico ya está registrado con correo y contraseña. Para usar esa cuenta, cierre la sesión e inicie sesión con su contraseña. Si no, continúe con una cuenta nueva.",
      withGoogle:
        "Este correo electrónico ya está registrado, con Google o con correo y contraseña. Para usar esa cuenta, cierre la sesión e inicie sesión como se registró antes. Si no, continúe con una cuenta nueva.",
    },
    logIn: "Iniciar sesión",
    resetPassword: "Restablecer contraseña",
    logOut: "Cerrar sesión",
    proceed: "Continuar con una cuenta nueva",
  },
} satisfies typeof en;
