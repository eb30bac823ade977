struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e45 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e45.x, 0i, 255i);
    loop_step = _e45.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e45.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e62 = loop_count;
        if (_e62 <= 0i) {
            break;
        }
        loop_count = (_e62 - 1i);
        if true {
            let _e66 = v1_;
            let _e67 = r2_;
            let _e71 = (i32(_e67.x) + 10i);
            let _e77 = consts[(_e4 + min(u32(_e71), 265u))];
            let _e86 = r1_;
            let _e87 = select(_e86, vec4(dot(_e66.xyz, select(_e77, vec4<f32>(0f, 0f, 0f, 0f), (_e71 == 4i)).xyz)), vec4<bool>(true, false, false, false));
            let _e88 = _e87.xxxx;
            let _e89 = vec4<f32>(0f, 0f, 0f, 0f).xxxx;
            let _e92 = select(_e87, select(_e89, _e88, (_e88 >= _e89)), vec4<bool>(true, false, false, false));
            let _e97 = (i32(_e67.x) + 12i);
            let _e102 = consts[(_e4 + min(u32(_e97), 265u))];
            let _e105 = r0_;
            r1_ = _e92;
            r0_ = ((_e92.xxxx * select(_e102, vec4<f32>(0f, 0f, 0f, 0f), (_e97 == 4i))) + _e105);
        } else {
            let _e108 = r0_;
            let _e109 = r2_;
            let _e112 = (i32(_e109.x) + 12i);
            let _e117 = consts[(_e4 + min(u32(_e112), 265u))];
            r0_ = (_e108 + select(_e117, vec4<f32>(0f, 0f, 0f, 0f), (_e112 == 4i)));
        }
        let _e121 = loop_step;
        let _e123 = r2_;
        r2_ = select(_e123, vec4((_e123.x + f32(_e121))), vec4<bool>(true, false, false, false));
    }
    let _e128 = r0_;
    let _e130 = o0_;
    let _e134 = consts[(_e4 + 256u)];
    let _e138 = consts[(_e4 + 257u)];
    return Output(select(_e130, ((_e130 * _e138) + (_e134 * _e130.wwww)), vec4<bool>(true, true, true, false)), saturate(_e128));
}
