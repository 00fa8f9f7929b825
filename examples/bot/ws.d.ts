/** The few parts of the `ws` package (a Node WebSocket that can send headers) that main.ts uses. */
declare module 'ws' {
  export default class WebSocket {
    constructor(url: string, options?: { headers?: Record<string, string> });
    on(event: 'message', listener: (data: unknown) => void): this;
    on(event: 'close', listener: (code: number) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    send(text: string): void;
    close(): void;
  }
}
