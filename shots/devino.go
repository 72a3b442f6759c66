package shots

import "fmt"

// devIno formats a device and inode as Linux's /proc/locks does
// (MAJOR:MINOR:INODE, major and minor in hex, glibc's encoding of dev_t).
func devIno(dev, ino uint64) string {
	major := (dev>>8)&0xfff | (dev>>32)&^uint64(0xfff)
	minor := dev&0xff | (dev>>12)&^uint64(0xff)
	return fmt.Sprintf("%02x:%02x:%d", major, minor, ino)
}
