/** SPEC §5 folding and field rules shared by the API's DTOs and the front ends' forms (text-fold.js). */
export declare function toHalfWidth(input: string): string;
export declare function foldText(value: string): string;
export declare function foldEmail(value: string): string;
export declare function foldTel(value: string): string;
export declare function foldPostcode(value: string): string;
export declare function foldNumber(value: string): string;
export declare function isValidTel(value: string): boolean;
export declare function isValidPostcode(value: string): boolean;
export declare function isKatakanaName(value: string): boolean;
export declare function isEmailAddress(value: string): boolean;
export declare const FIELD_MESSAGES: Readonly<{
  required: string;
  email: string;
  kana: string;
  tel: string;
  postcode: string;
  agree: string;
  maxLength: (n: number) => string;
}>;
