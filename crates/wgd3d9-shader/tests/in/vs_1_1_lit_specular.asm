// vs_1_1: Blinn-Phong through lit (N.L in x, N.H in y, power in w); diffuse to oD0, specular to oD1
vs_1_1
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
dp3 r0.x, v1, c4             // N . L (object space light direction)
dp3 r0.y, v1, c5             // N . H (object space half vector)
mov r0.w, c6.x               // specular power
lit r1, r0
mul r2, r1.y, c7             // diffuse colour
add oD0, r2, c8              // + ambient
mul oD1, r1.z, c9            // specular colour
