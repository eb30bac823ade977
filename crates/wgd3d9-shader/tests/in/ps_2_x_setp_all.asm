// ps_2_x: setp_gt/eq/ge/lt/ne/le each feeding a predicated add
ps_2_x
dcl t0
def c0, 0.5, 0.0, 0.125, 0.0
mov r0, t0
mov r1, c0.y
setp_gt p0, r0, c0.x
(p0) add r1, r1, c0.z
setp_eq p0, r0, c0.y
(p0) add r1, r1, c0.z
setp_ge p0, r0, c0.x
(p0) add r1, r1, c0.z
setp_lt p0, r0, c0.x
(p0) add r1, r1, c0.z
setp_ne p0, r0, c0.y
(p0) add r1, r1, c0.z
setp_le p0, r0, c0.x
(p0) add r1, r1, c0.z
mov oC0, r1
