// vs_1_1: two-bone indexed skinning; a0.x set by mov, bones read through c[a0.x + n]
vs_1_1
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
dcl_normal v3
dcl_texcoord v4
def c4, 3.0, 1.0, 0.0, 0.0   // registers per bone, one
mul r0.xy, v2, c4.x          // bone index * 3
mov a0.x, r0.x
m4x3 r1.xyz, v0, c[a0.x + 10]   // bone 0 (4x3 matrices from c10)
m3x3 r4.xyz, v3, c[a0.x + 10]
mul r1.xyz, r1, v1.x
mul r4.xyz, r4, v1.x
mov a0.x, r0.y
m4x3 r2.xyz, v0, c[a0.x + 10]   // bone 1
m3x3 r5.xyz, v3, c[a0.x + 10]
add r3.x, c4.y, -v1.x        // second weight = 1 - first
mad r1.xyz, r2, r3.x, r1
mad r4.xyz, r5, r3.x, r4
mov r1.w, c4.y
m4x4 oPos, r1, c0
dp3 r6.x, r4, c8             // N . L
max oD0, r6.x, c4.z
mov oT0.xy, v4
