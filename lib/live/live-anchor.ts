// Where an update is on its post's page: the fragment its share link and the JSON-LD's liveBlogUpdate name.
export const liveUpdateAnchor = (id: string) => `actualizacion-${id}`;
