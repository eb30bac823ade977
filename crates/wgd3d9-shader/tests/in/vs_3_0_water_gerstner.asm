// vs_3_0 benchmark: four Gerstner waves in a loop (sincos, c[aL + n]), projective reflection coords, fog
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
dcl_texcoord2 o3.xyz
dcl_texcoord3 o4.xyz
dcl_texcoord4 o5
defi i0, 4, 0, 1, 0
def c4, 0.0, 1.0, 0.5, 2.0
def c5, 0.15915494, 0.5, 6.2831853, -3.14159265
// c8 time, c9 eye, c10 bump scale, c11 bump scroll, c12 fog (scale, bias)
// waves: c[20 + i] = (dir.x, dir.z, k, speed * k), c[30 + i] = (amplitude, steepness)
mov r0, v0
mov r1, c4.xyxx              // normal accumulator (0, 1, 0, 0)
mov r2, c8
mov r3, c4.x                 // displacement accumulator
loop aL, i0
    mov r4, c[aL + 20]
    mov r5, c[aL + 30]
    mul r6.x, r4.x, r0.x
    mad r6.x, r4.y, r0.z, r6.x
    mul r6.x, r6.x, r4.z
    mad r6.x, r2.x, r4.w, r6.x    // phase
    mad r6.x, r6.x, c5.x, c5.y
    frc r6.x, r6.x
    mad r6.x, r6.x, c5.z, c5.w    // wrap to [-pi, pi]
    sincos r7.xy, r6.x
    mul r8.x, r5.x, r5.y          // Q * A
    mul r8.y, r8.x, r7.x
    mad r3.x, r4.x, r8.y, r3.x
    mad r3.z, r4.y, r8.y, r3.z
    mad r3.y, r5.x, r7.y, r3.y
    mul r9.x, r5.x, r4.z          // k * A
    mul r9.y, r9.x, r7.x
    mul r9.z, r9.x, r7.y
    mad r1.x, r4.x, -r9.y, r1.x
    mad r1.z, r4.y, -r9.y, r1.z
    mad r1.y, r5.y, -r9.z, r1.y
endloop
add r0.xyz, r0, r3
m4x4 r10, r0, c0
mov o0, r10
nrm r11.xyz, r1
mov o3.xyz, r11
// projective texture coordinates for the reflection map
mul r12.x, r10.x, c4.z
mul r12.y, r10.y, -c4.z
mad r12.xy, r10.w, c4.z, r12
mov r12.zw, r10
mov o2, r12
// view vector and Fresnel term
add r13.xyz, c9, -r0
nrm r14.xyz, r13
mov o4.xyz, r14
dp3_sat r17.x, r14, r11
add r17.x, c4.y, -r17.x
mul r17.y, r17.x, r17.x
mul r17.y, r17.y, r17.y
mul r17.y, r17.y, r17.x      // (1 - V.N)^5
// two scrolling bump-map coordinates
mul r15, v1.xyxy, c10
mad r15, r2.x, c11, r15
mov o1, r15
// fog and foam (crest height)
dp3 r16.x, r13, r13
rsq r16.y, r16.x
rcp r16.z, r16.y
mad_sat r16.w, r16.z, c12.x, c12.y
mul_sat r16.x, r3.y, c12.z
mov r16.y, r17.y
mov o5, r16.wxyz
