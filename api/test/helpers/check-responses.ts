// Every app the API's tests build encodes each response with its zod schema
// too and fails one the compiled writer wrote differently (src/lib/response-serializer.ts).
process.env.CHECK_RESPONSES = 'true';
