/** A file that cannot give a text, with the message the user reads (the server's, in Spanish). */
export class ExtractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractError';
  }
}
