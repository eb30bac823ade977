// vs_1_1: point light with distance attenuation built by dst, rsq and rcp
vs_1_1
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
add r0, c4, -v0              // light position - vertex
dp3 r1.w, r0, r0             // d*d
rsq r2.w, r1.w               // 1/d
mul r0, r0, r2.w             // normalised light vector
dst r3, r1.wwww, r2.wwww     // (1, d, d*d, 1/d)
dp3 r4.x, r3, c5             // a0 + a1*d + a2*d*d
rcp r4.x, r4.x
dp3 r5.x, v1, r0
max r5.x, r5.x, c6.x
mul r5.x, r5.x, r4.x
mul oD0, r5.x, c7
