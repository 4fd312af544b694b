// How far ahead staff are warned of balances falling due: the inbox's filter and column and the dashboard's
// count. A module of its own so pages can name it without loading the server's queries.
export const BALANCE_DUE_SOON_DAYS = 14;
