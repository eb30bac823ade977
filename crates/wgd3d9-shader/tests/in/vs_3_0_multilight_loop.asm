// vs_3_0 benchmark: up to eight point/spot lights in a loop with break_ge on a light count, if_comp spot cones, pow specular
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_position o0
dcl_color0 o1
dcl_color1 o2
dcl_texcoord0 o3.xy
defi i0, 8, 0, 1, 0
def c4, 0.0, 1.0, 0.5, 10.0       // w: cone softness
// c0-c3 view-projection, c5-c7 world, c8 eye, c9 (light count, shininess), c10 ambient
// per light: c[20+i] position (w: 1 = spot), c[30+i] colour, c[40+i] attenuation (a0, a1, a2), c[50+i] spot (dir, cos cutoff)
m4x4 o0, v0, c0
m4x3 r0.xyz, v0, c5          // world position
m3x3 r1.xyz, v1, c5
nrm r2.xyz, r1               // world normal
add r3.xyz, c8, -r0
nrm r4.xyz, r3               // view vector
mov r5, c10                  // diffuse accumulator
mov r6, c4.x                 // specular accumulator
mov r7, c9
mov r8.x, c4.x               // light index
loop aL, i0
    break_ge r8.x, r7.x
    add r8.x, r8.x, c4.y
    mov r9, c[aL + 20]
    add r10.xyz, r9, -r0
    dp3 r11.x, r10, r10
    rsq r11.y, r11.x
    mul r10.xyz, r10, r11.y       // L
    rcp r11.z, r11.y              // d
    mov r12.x, c4.y
    mov r12.y, r11.z
    mov r12.z, r11.x
    dp3 r13.x, r12, c[aL + 40]    // a0 + a1 d + a2 d^2
    rcp r13.x, r13.x
    if_eq r9.w, c4.y
        mov r14, c[aL + 50]
        dp3 r15.x, -r10, r14
        add r15.x, r15.x, -r14.w
        mul_sat r15.x, r15.x, c4.w
        mul r13.x, r13.x, r15.x   // cone falloff
    endif
    dp3_sat r16.x, r2, r10
    mul r16.x, r16.x, r13.x
    mad r5, r16.x, c[aL + 30], r5
    add r17.xyz, r10, r4
    nrm r18.xyz, r17
    dp3_sat r16.y, r2, r18
    pow r16.z, r16.y, r7.y
    mul r16.z, r16.z, r13.x
    mad r6, r16.z, c[aL + 30], r6
endloop
mov_sat o1, r5
mov_sat o2, r6
mov o3.xy, v2
