/** Session-storage key under which the not-found page saves the unknown URL. */
export const NOT_FOUND_REFERRER_KEY = "notFoundReferrer";
