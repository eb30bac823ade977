struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    if (in1_.wwww.x <= vec4<f32>(0f, 0.25f, 0.75f, 1f).zzzz.x) {
        let _e42 = r0_;
        if (_e42.xxxx.x != vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx.x) {
            let _e48 = r0_;
            r0_ = select(_e48, (_e48 * vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(true, true, true, false));
        } else {
            let _e54 = r0_;
            r0_ = select(_e54, vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww, vec4<bool>(true, true, true, false));
        }
        let _e56 = r0_;
        r0_ = select(_e56, (_e56.wwww + vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(false, false, false, true));
    }
    let _e61 = r0_;
    if (_e61.wwww.x == vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww.x) {
        let _e68 = r0_;
        r0_ = select(_e68, vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx, vec4<bool>(true, true, true, false));
    }
    let _e70 = r0_;
    let _e72 = o0_;
    let _e74 = consts.c[256];
    let _e76 = consts.c[257];
    return Output(select(_e72, ((_e72 * _e76) + (_e74 * _e72.wwww)), vec4<bool>(true, true, true, false)), saturate(_e70));
}
