/*
 * [longitude, latitude] of the cities homes are in (the map of graph 5). A city not listed is left
 * off the map (its devices still count everywhere else). Names as homes spell them, lower-cased.
 */
const CITY_LOCATIONS: Record<string, [number, number]> = {
  mumbai: [72.8777, 19.076],
  bengaluru: [77.5946, 12.9716],
  bangalore: [77.5946, 12.9716],
  'new delhi': [77.209, 28.6139],
  delhi: [77.209, 28.6139],
  chennai: [80.2707, 13.0827],
  hyderabad: [78.4867, 17.385],
  pune: [73.8567, 18.5204],
  kolkata: [88.3639, 22.5726],
  ahmedabad: [72.5714, 23.0225],
  jaipur: [75.7873, 26.9124],
  lucknow: [80.9462, 26.8467],
  kochi: [76.2673, 9.9312],
  colombo: [79.8612, 6.9271],
  kandy: [80.6337, 7.2906],
  galle: [80.217, 6.0535],
  dhaka: [90.4125, 23.8103],
  chittagong: [91.7832, 22.3569],
  chattogram: [91.7832, 22.3569],
  sylhet: [91.8687, 24.8949],
  kathmandu: [85.324, 27.7172],
};

export function cityLocation(city: string): [number, number] | undefined {
  return CITY_LOCATIONS[city.trim().toLowerCase()];
}
