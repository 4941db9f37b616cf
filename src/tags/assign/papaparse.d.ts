// The part of papaparse (no bundled types) the bulk assign file reader uses.
declare module 'papaparse' {
  export interface ParseError {
    type: string;
    code: string;
    message: string;
    row?: number;
  }
  export interface ParseResult<T> {
    data: T[];
    errors: ParseError[];
  }
  export interface ParseConfig {
    skipEmptyLines?: boolean | 'greedy';
    delimiter?: string;
    header?: false;
  }
  const Papa: { parse<T = string[]>(input: string, config?: ParseConfig): ParseResult<T> };
  export default Papa;
}
