// vs_3_0 benchmark: instanced foliage with per-instance rows, sincos wind sway, colour variation, hemisphere light and fog
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_color0 v3
dcl_texcoord1 v4
dcl_texcoord2 v5
dcl_texcoord3 v6
dcl_color1 v7
dcl_position o0
dcl_texcoord0 o1
dcl_color0 o2
dcl_texcoord1 o3.xyz
dcl_fog o4
def c4, 0.0, 1.0, 0.5, 2.0
def c5, 0.15915494, 0.5, 6.2831853, -3.14159265
// c8 (time, wind strength, wind frequency, gust), c9 wind direction, c10 sky colour, c11 ground colour
// c12 sun direction, c13 sun colour, c14 eye, c15 fog (start, 1/range)
mov r0, v0
mov r20, v4                  // instance row 0 (w: phase offset)
mov r21, v5
mov r22, v6
mov r23, c8
// wind: stronger towards the top of the plant (vertex colour alpha holds the bend weight)
mov r1, v3
mad r2.x, r23.x, r23.z, r20.w
mad r2.x, r2.x, c5.x, c5.y
frc r2.x, r2.x
mad r2.x, r2.x, c5.z, c5.w
sincos r3.xy, r2.x
mul r3.z, r23.x, r23.w
mad r3.z, r3.z, c5.x, c5.y
frc r3.z, r3.z
mad r3.z, r3.z, c5.z, c5.w
sincos r4.y, r3.z            // gust
mad r4.x, r3.y, c4.z, r4.y
mul r4.x, r4.x, r23.y
mul r4.x, r4.x, r1.w
mad r0.xyz, r4.x, c9, r0     // bend along the wind direction
// instance transform
dp4 r5.x, r0, r20
dp4 r5.y, r0, r21
dp4 r5.z, r0, r22
mov r5.w, c4.y
m4x4 o0, r5, c0
mov r6, v1
dp3 r7.x, r6, r20
dp3 r7.y, r6, r21
dp3 r7.z, r6, r22
nrm r8.xyz, r7
mov o3.xyz, r8
// hemisphere ambient plus wrapped sun
mad_sat r9.x, r8.y, c4.z, c4.z
mov r10, c11
lrp r11, r9.x, c10, r10
dp3 r12.x, r8, -c12
mad_sat r12.x, r12.x, c4.z, c4.z
mad r11, r12.x, c13, r11
mul r11, r11, v7             // per-instance tint
mul r11.xyz, r11, r1
mov o2, r11
mov o1, v2
// fog
add r13.xyz, c14, -r5
dp3 r13.w, r13, r13
rsq r14.x, r13.w
rcp r14.y, r14.x
add r14.z, r14.y, -c15.x
mul_sat o4, r14.z, c15.y
