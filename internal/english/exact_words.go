package english

// ExactCount stands right before a number that counts related things
// exactly ("acted in exactly 2 movies"); without it the number after a
// verb reads as a row count.
var ExactCount = WordList{"exactly": true, "precisely": true}
