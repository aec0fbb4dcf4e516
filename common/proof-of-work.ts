// Shared by the form and the server: where the challenge is fetched and how its solution travels.
// The solution goes in a header so that the enquiry's body keeps its six keys.
export const challengeEndpoint = "/api/redefine-website/challenge";

export const proofOfWorkHeader = "X-Altcha";
