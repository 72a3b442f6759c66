package english

// ChainCue words say a relationship is followed more than one step
// ("directly or through the substations it feeds", "counting all its
// branch guilds", "at any depth", "all levels"): a question holding one is
// a walk along a chain, not a single join to the thing named next.
var ChainCue = words("counting", "directly", "indirectly", "depth", "level", "levels", "transitively", "recursively")
