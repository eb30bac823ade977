// vs_2_0: sge, slt, sub and nop building a branch-free clamp-to-band selection
vs_2_0
dcl_position v0
dcl_texcoord0 v1
def c4, 0.25, 0.75, 1.0, 0.0
m4x4 oPos, v0, c0
mov r0, v1
sge r1, r0, c4.x             // >= lower
slt r2, r0, c4.y             // < upper
mul r3, r1, r2               // inside the band
nop
sub r4, c4.z, r3             // outside the band
mul r5, r0, r3
mad oT0, r4, c4.w, r5
