// Carries the response's CSP nonce to the document's <Scripts>; empty in the browser, where it is unused.
import { createContext, useContext } from "react";

const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
