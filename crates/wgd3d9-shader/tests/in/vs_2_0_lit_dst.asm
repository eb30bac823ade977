// vs_2_0: lit with attenuation from dst for a spot-less point light
vs_2_0
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
add r0, c4, -v0
dp3 r1.x, r0, r0
rsq r1.y, r1.x
mul r2.xyz, r0, r1.y         // L
mul r1.w, r1.x, r1.y         // d
mov r3, r1.x
mov r4, r1.y
dst r5, r3, r4               // (1, d, d*d, 1/d)
dp3 r6.x, r5, c5
rcp r6.x, r6.x               // attenuation
dp3 r7.x, v1, r2
add r8, c6, -v0
nrm r9.xyz, r8
add r9.xyz, r9, r2
nrm r10.xyz, r9              // half vector
dp3 r7.y, v1, r10
mov r7.w, c7.x               // power
lit r11, r7
mul r11, r11, r6.x
mul oD0, r11.y, c8
mul oD1, r11.z, c9
