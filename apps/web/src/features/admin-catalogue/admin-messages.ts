/** What the catalogue administration pages tell the admin when a change is saved. */
export const ADMIN_MESSAGES = {
  documentTypeSaved: 'Document type saved',
  documentTypeRetired: 'Document type retired',
  documentTypeRestored: 'Document type restored',
  questionSaved: 'Question saved',
  questionRetired: 'Question retired',
  questionRestored: 'Question restored',
  orderSaved: 'Order saved',
} as const;
