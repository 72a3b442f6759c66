package english

// Words of the walks and positions the new users' graphs refused (branch
// fix24, docs/offline.md "Walks and positions (fix24)").
var (
	// ThirdPersonSubject stands for the one thing the question named as the
	// subject of a verb after it ("the papers it cites", "someone he
	// mentored"); "they" may stand for the things asked for, so it is not one.
	ThirdPersonSubject = words("he", "she", "it")
	// ThroughWhom are the words of a "directly or through …" clause that
	// stand for the things in the middle of a chain without naming their
	// kind ("through someone he mentored", "through others").
	ThroughWhom = words("someone", "somebody", "others", "other", "one", "ones", "another")
)
