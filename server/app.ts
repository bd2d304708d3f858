// Composition root: builds the services, then the transport on top of them.
// The rest of the server never reaches for globals; everything comes in through `services`.
export {};
