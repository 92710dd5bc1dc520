/** Spec 001 §2: what a search or report says when its address lacks what it needs (an order number, a JV). */
export const MISSING_PARAMETERS = 'Missing required parameters.';
