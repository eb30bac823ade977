// ps_3_0 benchmark: two-tone car paint with metallic flakes from a noise map, base and clear-coat speculars, Fresnel-weighted cube reflection
ps_3_0
dcl_texcoord0 v0             // uv (xy), flake uv (zw)
dcl_texcoord1 v1.xyz         // world normal
dcl_texcoord2 v2.xyz         // world view vector
dcl_2d s0                    // normal map
dcl_2d s1                    // flake noise
dcl_cube s2                  // environment
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.25, 16.0, 128.0, 0.04
def c2, 0.96, 0.5, 0.04, 0.0
// c3 paint colour 0, c4 paint colour 1, c5 flake colour, c6 light direction, c7 light colour
texld r0, v0, s0
mov r1.xy, v0.zw
texld r1, r1, s1
mad r0.xyz, r0, c0.x, c0.y
mad r1.xyz, r1, c0.x, c0.y
nrm r2.xyz, v1
nrm r3.xyz, v2
mad r4.xyz, r0, c1.x, r2
nrm r5.xyz, r4               // base normal
mad r6.xyz, r1, c2.y, r5
nrm r7.xyz, r6               // flake normal
// two-tone colour shift by the facing ratio
dp3_sat r8.x, r5, r3
mul r8.y, r8.x, r8.x
mov r9, c4
lrp r10.xyz, r8.y, c3, r9
// base specular and flakes
add r11.xyz, r3, c6
nrm r12.xyz, r11
dp3_sat r13.x, r5, r12
pow r13.y, r13.x, c1.y
dp3_sat r13.z, r7, r12
pow r13.w, r13.z, c1.z
mul r14.xyz, r13.w, c5
dp3_sat r15.x, r5, c6
mul r16.xyz, r10, r15.x
mad r16.xyz, r13.y, c7, r16
add r16.xyz, r16, r14
// clear coat: reflection of the geometric normal with Fresnel
dp3 r17.x, r3, r2
add r17.y, r17.x, r17.x
mad r18.xyz, r2, r17.y, -r3
texld r19, r18, s2
add r20.x, c0.w, -r8.x
mul r20.y, r20.x, r20.x
mul r20.y, r20.y, r20.y
mul r20.y, r20.y, r20.x
mad r20.y, r20.y, c2.x, c2.z
lrp r21.xyz, r20.y, r19, r16
dp3_sat r22.x, r2, r12
pow r22.y, r22.x, c1.z
mad r21.xyz, r22.y, c7, r21
mov r21.w, c0.w
mov oC0, r21
