// vs_2_0: per-vertex Phong specular with pow (scalar operands with replicate swizzles)
vs_2_0
dcl_position v0
dcl_normal v1
def c12, 0.0, 1.0, 2.0, 32.0
m4x4 oPos, v0, c0
add r0, c4, -v0              // eye - position
nrm r1.xyz, r0
dp3 r2.x, v1, c5             // N . L
add r2.y, r2.x, r2.x
mad r3.xyz, v1, r2.y, -c5    // reflect L about N
dp3 r2.z, r3, r1             // R . V
max r2.xz, r2, c12.x
pow r2.w, r2.z, c12.w
mul r4, r2.x, c6
mad oD0, r2.w, c7, r4
