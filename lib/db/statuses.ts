/** The truth status of a stored claim (MACRO) and the standing of a stored fact (MICRO). */
export type ClaimStatus = 'TRUE' | 'FALSE';
export type FactStatus = 'Verified' | 'Claimed';
