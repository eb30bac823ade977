struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e24 = v0_;
    let _e27 = consts.c[0];
    let _e30 = o0_;
    o0_ = select(_e30, vec4(dot(_e24, _e27)), vec4<bool>(true, false, false, false));
    let _e33 = v0_;
    let _e36 = consts.c[1];
    let _e39 = o0_;
    o0_ = select(_e39, vec4(dot(_e33, _e36)), vec4<bool>(false, true, false, false));
    let _e42 = v0_;
    let _e45 = consts.c[2];
    let _e48 = o0_;
    o0_ = select(_e48, vec4(dot(_e42, _e45)), vec4<bool>(false, false, true, false));
    let _e51 = v0_;
    let _e54 = consts.c[3];
    let _e57 = o0_;
    o0_ = select(_e57, vec4(dot(_e51, _e54)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    let _e61 = v0_;
    r4_ = _e61;
    let _e66 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e66.x, 0i, 255i);
    loop_step = _e66.z;
    let _e77 = r5_;
    r5_ = select(_e77, vec4(f32(_e66.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e79 = loop_count;
        if (_e79 <= 0i) {
            break;
        }
        loop_count = (_e79 - 1i);
        let _e85 = r5_;
        let _e89 = (i32(_e85.x) + 10i);
        let _e91 = consts.c[_e89];
        let _e95 = r4_;
        let _e98 = r1_;
        r1_ = select(_e98, (select(_e91, vec4<f32>(0f, 1f, 0f, 0f), (_e89 == 4i)) + -(_e95)), vec4<bool>(true, true, true, false));
        let _e101 = r1_;
        let _e102 = r1_;
        let _e107 = r2_;
        r2_ = select(_e107, vec4(dot(_e101.xyz, _e102.xyz)), vec4<bool>(true, false, false, false));
        let _e109 = r2_;
        let _e115 = r2_;
        r2_ = select(_e115, vec4(inverseSqrt(abs(_e109.xxxx.x))), vec4<bool>(false, true, false, false));
        let _e117 = r1_;
        let _e118 = r2_;
        let _e121 = r1_;
        r1_ = select(_e121, (_e117 * _e118.yyyy), vec4<bool>(true, true, true, false));
        let _e123 = v1_;
        let _e124 = r1_;
        let _e130 = r3_;
        r3_ = select(_e130, saturate(vec4(dot(_e123.xyz, _e124.xyz))), vec4<bool>(true, false, false, false));
        let _e132 = r3_;
        let _e134 = r2_;
        let _e137 = r3_;
        r3_ = select(_e137, (_e132.xxxx * _e134.yyyy), vec4<bool>(true, false, false, false));
        let _e139 = r3_;
        let _e142 = r5_;
        let _e146 = (i32(_e142.x) + 20i);
        let _e148 = consts.c[_e146];
        let _e152 = r0_;
        r0_ = ((_e139.xxxx * select(_e148, vec4<f32>(0f, 1f, 0f, 0f), (_e146 == 4i))) + _e152);
        let _e155 = loop_step;
        let _e157 = r5_;
        let _e161 = r5_;
        r5_ = select(_e161, vec4((_e157.x + f32(_e155))), vec4<bool>(true, false, false, false));
    }
    let _e163 = r0_;
    o1_ = saturate(_e163);
    let _e165 = o0_;
    let _e168 = consts.c[256];
    let _e172 = o0_;
    o0_ = select(_e172, (_e165 + (_e168 * _e165.wwww)), vec4<bool>(true, true, true, false));
    let _e174 = o0_;
    let _e175 = o1_;
    return Output(_e174, _e175);
}
