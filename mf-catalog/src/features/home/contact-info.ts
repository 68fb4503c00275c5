/** The school's phone line, shown in the call-for-information banner and offered by the contact form. */
export const PHONE_DISPLAY = '+1 (555) 010-2026';
export const PHONE_HREF = 'tel:+15550102026';
export const OPENING_HOURS = '8 am to 11 pm';
