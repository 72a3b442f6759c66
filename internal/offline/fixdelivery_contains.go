package offline

// A verb that is both a string-match cue and the name of a relationship
// ("dishes that contain gluten", where CONTAINS joins dishes to their
// ingredients) is ambiguous only in form: when the words after it are a
// value stored on the thing at the relationship's far end, the question
// walks the relationship and anchors that thing. Reading the value as a
// piece of the focus's name instead drops the thing and silently matches
// nothing (or everything).

// edgeCueValue: the cue word at token cue links to a relationship one of
// whose ends holds the value v.
func (o *readCtx) edgeCueValue(cue int, v ValueLink) bool {
	if cue < 0 || cue >= len(o.toks) || v.OnEdge || v.Score < strongLink {
		return false
	}
	for _, et := range o.edgesAt(cue) {
		for _, ep := range et.Endpoints {
			if ep.From == v.Owner || ep.To == v.Owner {
				return true
			}
		}
	}
	return false
}

// edgeCueValueIn: some value linked within tokens [start, end) is held at
// an end of the relationship the cue word at token cue names.
func (o *readCtx) edgeCueValueIn(cue, start, end int) bool {
	for _, v := range o.ev.Values {
		if k := o.tokenAt(v.Span); k >= start && k < end && o.edgeCueValue(cue, v) {
			return true
		}
	}
	return false
}
