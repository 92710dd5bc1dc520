/** The Branch Escrow Summary's button that e-mails the daily reports. */
export const EMAIL_BUTTON = 'E-mail daily reports';
