package puzzle

import (
	"encoding/json"
	"fmt"

	"pencilbox/solver/urlcodec"
)

// A Status travels as its name ("unique", "multiple", "none", "unknown",
// "found"): the worker protocol and `pencilbox solve --json` were strings
// before Status was typed on the wire, and names survive a reordering of
// the constants. Decoding is total: a name it does not know, or anything
// but a string, is an error, never a guess.

// MarshalJSON writes the status's name; a value outside the constants is
// an error, so a corrupted status never leaves as "invalid".
func (s Status) MarshalJSON() ([]byte, error) {
	if s < 0 || int(s) >= len(statusNames) {
		return nil, fmt.Errorf("puzzle: invalid status %d", int(s))
	}
	return json.Marshal(statusNames[s])
}

// UnmarshalJSON reads a status name. The empty string is Unknown (a
// message that settled nothing); JSON null leaves s as it is, as
// encoding/json does for other types.
func (s *Status) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		return fmt.Errorf("puzzle: a status is a name in quotes, not %s", urlcodec.Clip(string(b)))
	}
	if name == "" {
		*s = Unknown
		return nil
	}
	for i, n := range statusNames {
		if n == name {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("puzzle: unknown status %q", urlcodec.Clip(name))
}
