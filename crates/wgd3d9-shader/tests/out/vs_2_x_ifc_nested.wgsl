struct Constants {
    c: array<vec4<f32>, 258>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e18 = consts.c[0];
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e18)), vec4<bool>(true, false, false, false));
    o0_ = _e22;
    let _e25 = consts.c[1];
    let _e29 = select(_e22, vec4(dot(in0_, _e25)), vec4<bool>(false, true, false, false));
    o0_ = _e29;
    let _e32 = consts.c[2];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, false, true, false));
    o0_ = _e36;
    let _e39 = consts.c[3];
    o0_ = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    if (in1_.wwww.x <= vec4<f32>(0f, 0.25f, 0.75f, 1f).zzzz.x) {
        let _e49 = r0_;
        if (_e49.xxxx.x != vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx.x) {
            let _e55 = r0_;
            r0_ = select(_e55, (_e55 * vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(true, true, true, false));
        } else {
            let _e61 = r0_;
            r0_ = select(_e61, vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww, vec4<bool>(true, true, true, false));
        }
        let _e63 = r0_;
        r0_ = select(_e63, (_e63.wwww + vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(false, false, false, true));
    }
    let _e68 = r0_;
    if (_e68.wwww.x == vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww.x) {
        let _e75 = r0_;
        r0_ = select(_e75, vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx, vec4<bool>(true, true, true, false));
    }
    let _e77 = r0_;
    o1_ = _e77;
    let _e78 = saturate(_e77);
    o1_ = _e78;
    let _e79 = o0_;
    let _e82 = consts.c[256];
    let _e85 = consts.c[257];
    let _e90 = select(_e79, ((_e79 * _e85) + (_e82 * _e79.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e90;
    return Output(_e90, _e78);
}
