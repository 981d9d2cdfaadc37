// punycode.js (RFC 3492), imported by its file: the bare name "punycode" is Node's deprecated built-in.
declare module "punycode/punycode.js" {
  const punycode: {
    /** The Unicode of a label's Punycode (without "xn--"); throws RangeError on input that does not decode. */
    decode(input: string): string;
    encode(input: string): string;
  };
  export default punycode;
}
