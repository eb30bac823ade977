// vs_3_0 benchmark: camera-facing particle quads with rotation, size over life, atlas frame selection and soft fade
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_color v3
dcl_position o0
dcl_texcoord0 o1
dcl_color o2
dcl_texcoord1 o3
def c4, 0.0, 1.0, 0.5, 2.0
def c5, 0.15915494, 0.5, 6.2831853, -3.14159265
def c6, 0.25, 4.0, 16.0, 0.0625
// v0 = centre (w: spawn time), v1 = corner (xy in -1..1), v2 = (life, start size, end size, spin)
// c8 (time), c9 camera right, c10 camera up, c11 camera forward, c12 gravity, c13 (near fade, 1/range)
mov r0, v0
mov r1, v2
mov r2, c8
add r3.x, r2.x, -r0.w        // age
rcp r3.y, r1.x
mul_sat r3.z, r3.x, r3.y     // normalised life
lrp r4.x, r3.z, r1.z, r1.y   // size over life
// gravity drift: p += 0.5 g t^2
mul r3.w, r3.x, r3.x
mul r3.w, r3.w, c4.z
mad r0.xyz, r3.w, c12, r0
// rotate the corner
mul r5.x, r1.w, r3.x
mad r5.x, r5.x, c5.x, c5.y
frc r5.x, r5.x
mad r5.x, r5.x, c5.z, c5.w
sincos r6.xy, r5.x
mov r7, v1
mul r8.x, r7.x, r6.x
mad r8.x, -r7.y, r6.y, r8.x
mul r8.y, r7.x, r6.y
mad r8.y, r7.y, r6.x, r8.y
mul r8.xy, r8, r4.x
// expand in view space
mad r0.xyz, r8.x, c9, r0
mad r0.xyz, r8.y, c10, r0
mov r0.w, c4.y
m4x4 r9, r0, c0
mov o0, r9
// 4x4 flipbook frame from normalised life
mul r10.x, r3.z, c6.z
frc r10.y, r10.x
add r10.x, r10.x, -r10.y     // frame index
mul r10.z, r10.x, c6.x
frc r10.w, r10.z             // column / 4
add r10.z, r10.z, -r10.w
mul r10.z, r10.z, c6.x       // row / 4
mad r11.xy, r7, c4.z, c4.z
mul r11.xy, r11, c6.x
add r11.x, r11.x, r10.w
add r11.y, r11.y, r10.z
mov r11.zw, r3.xyzz
mov o1, r11
// colour with fade in and out
mul r12.x, r3.z, c6.y
min r12.x, r12.x, c4.y
add r12.y, c4.y, -r3.z
mul r12.y, r12.y, c6.y
min r12.y, r12.y, c4.y
mul r12.x, r12.x, r12.y
mul r13, v3, r12.x
mov o2, r13
// screen position and depth for soft particles
dp3 r14.x, r0, c11
add r14.x, r14.x, -c13.x
mul_sat r14.y, r14.x, c13.y
mov r15.xy, r9
mov r15.z, r14.y
mov r15.w, r9.w
mov o3, r15
